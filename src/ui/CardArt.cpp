#include "ui/CardArt.h"

#include "core/I18n.h"

#ifdef AMIRAUTE_HAS_RSVG
#include <cairo.h>
#include <librsvg/rsvg.h>
#endif

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <vector>

namespace amiraute::ui {

bool svgSupported() {
#ifdef AMIRAUTE_HAS_RSVG
  return true;
#else
  return false;
#endif
}

std::optional<sf::Image> rasterizeSvg(const std::string &path, unsigned width, unsigned height,
                                      std::string *error) {
  auto fail = [&](std::string why) -> std::optional<sf::Image> {
    if (error) *error = path + ": " + why;
    return std::nullopt;
  };
  if (width == 0 || height == 0 || width > 4096 || height > 4096) return fail(core::tr("bad picture size"));
  if (!std::filesystem::is_regular_file(path)) return fail(core::tr("no such file"));
#ifdef AMIRAUTE_HAS_RSVG
  GError *gerror = nullptr;
  RsvgHandle *handle = rsvg_handle_new_from_file(path.c_str(), &gerror);
  if (!handle) {
    std::string why = gerror ? gerror->message : core::tr("cannot read the SVG");
    if (gerror) g_error_free(gerror);
    return fail(why);
  }
  cairo_surface_t *surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(width), static_cast<int>(height));
  cairo_t *cr = cairo_create(surface);
  const RsvgRectangle viewport{0, 0, static_cast<double>(width), static_cast<double>(height)};
  const bool drawn = rsvg_handle_render_document(handle, cr, &viewport, &gerror);
  std::string why;
  if (!drawn) why = gerror ? gerror->message : core::tr("cannot draw the SVG");
  if (gerror) g_error_free(gerror);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  std::optional<sf::Image> image;
  if (drawn && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
    // Cairo's ARGB32 is premultiplied, one 32-bit word per pixel in native order: undo both.
    const unsigned char *data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    std::vector<sf::Uint8> rgba(static_cast<std::size_t>(width) * height * 4);
    for (unsigned y = 0; y < height; ++y) {
      const auto *row =
          reinterpret_cast<const std::uint32_t *>(data + static_cast<std::ptrdiff_t>(y) * stride);
      for (unsigned x = 0; x < width; ++x) {
        const std::uint32_t p = row[x];
        const unsigned a = p >> 24;
        auto channel = [&](unsigned shift) {
          const unsigned c = (p >> shift) & 0xFF;
          return static_cast<sf::Uint8>(a == 0 ? 0 : std::min(255u, (c * 255 + a / 2) / a));
        };
        sf::Uint8 *out = &rgba[(static_cast<std::size_t>(y) * width + x) * 4];
        out[0] = channel(16);
        out[1] = channel(8);
        out[2] = channel(0);
        out[3] = static_cast<sf::Uint8>(a);
      }
    }
    image.emplace();
    image->create(width, height, rgba.data());
  } else if (why.empty()) {
    why = core::tr("cairo could not draw it");
  }
  cairo_surface_destroy(surface);
  g_object_unref(handle);
  if (!image) return fail(why);
  return image;
#else
  return fail(core::tr("this program was built without librsvg"));
#endif
}

} // namespace amiraute::ui
