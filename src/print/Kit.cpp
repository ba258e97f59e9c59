#include "print/Kit.h"

#include "core/I18n.h"
#include "draw/Cairo.h"

namespace amiraute::print {

draw::Point Picture::toMm(draw::Point world) const {
  const auto k = static_cast<float>(mm_per_unit);
  const float y = y_up ? area.y + area.height - world.y : world.y - area.y;
  return {(world.x - area.x) * k, y * k};
}

draw::Transform Picture::onPage(double left_mm, double top_mm) const {
  const double k = mm_per_unit * draw::kPointsPerMm, p = draw::kPointsPerMm;
  draw::Transform t;
  t.scale_x = k;
  t.offset_x = left_mm * p - area.x * k;
  if (y_up) {
    t.scale_y = -k;
    t.offset_y = top_mm * p + (area.y + area.height) * k;
  } else {
    t.scale_y = k;
    t.offset_y = top_mm * p - area.y * k;
  }
  return t;
}

ReferenceSection &addSection(std::vector<ReferenceSection> &reference, std::string title,
                             std::vector<ReferenceLine> lines) {
  ReferenceSection &s = reference.emplace_back();
  s.title = std::move(title);
  s.lines = std::move(lines);
  return s;
}

std::vector<ReferenceSection> turnReference(std::vector<ReferenceLine> turn) {
  std::vector<ReferenceSection> reference;
  addSection(reference, core::tr("The turn"), std::move(turn));
  return reference;
}

} // namespace amiraute::print
