// One frame of the Haute Mer table with 200 ships (a silhouette on each) and every overlay on, as
// the one frame draws it — the picture (games/haute_mer/draw/Table.h: a scene in UD) drawn by
// ui::SceneRenderer — against the table's renderer of before the one frame (tools/bench/legacy:
// vertex batches in pixels), in the same run; and the textbook baseline, one draw call per shape.
// Building is headless; drawing needs a display (xvfb-run) for an off-screen target.
// Counters: draw_calls per frame, vertices, texts. The bar (issue 20): within 20 draw calls, no
// slower than the old frame.
#include "games/haute_mer/draw/Table.h"
#include "legacy/TableRenderer.h"
#include "legacy/TableScene.h"
#include "ui/ImGuiSfml.h"
#include "ui/SceneRenderer.h"

#include <benchmark/benchmark.h>

#include "BenchReport.h"
#include <SFML/Graphics/Font.hpp>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Text.hpp>

#include <optional>

namespace {

using namespace amiraute;
namespace hm = amiraute::haute_mer;
namespace legacy = amiraute::ui::legacy;

core::Base makeBase(double x, double y, double heading, double length, double width) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = length;
  b.width = width;
  return b;
}

/// 200 ships in 10 rows of 20 across a 48 x 32 table, two sides, a few wrecks, every overlay on.
hm::TableInput bigTable() {
  hm::TableInput in;
  in.table_width = 48;
  in.table_height = 32;
  static const char *names[] = {"Richelieu", "Jean Bart", "Dunkerque",   "Algérie",     "Le Fantasque",
                                "Bismarck",  "Tirpitz",   "Scharnhorst", "Prinz Eugen", "La Melpomène"};
  static const char *classes[] = {"cuirasse",          "croiseur-lourd", "croiseur-leger",
                                  "contre-torpilleur", "torpilleur",     "croiseur-de-bataille"};
  for (int i = 0; i < 200; ++i) {
    hm::ShipView v;
    v.id = i;
    const int row = i / 20, col = i % 20;
    const double length = 0.75 + (i % 4) * 0.42;
    v.base = makeBase(1.6 + col * 2.35, 1.7 + row * 3.1, row < 5 ? 10.0 * (col % 5) : 180 + 10.0 * (col % 5),
                      length, 0.25 + (i % 4) * 0.08);
    v.side = row < 5 ? 0 : 1;
    v.name = std::string(names[i % 10]) + " " + std::to_string(i / 10);
    v.movement = 1 + i % 6;
    v.combat = 1 + (i + 2) % 6;
    v.structure = 1 + (i + 4) % 6;
    v.sunk = i % 23 == 7;
    v.art = classes[i % 6];
    in.ships.push_back(v);
  }
  const core::Base &sel = in.ships[48].base;
  in.selected = 48;
  in.hovered = 131;
  in.target = 131;
  in.blockers = {88, 89};
  in.rings = hm::TableInput::Rings{sel, 6, true};
  in.reach = hm::reachArea(sel, 3, 1, 1, 90);
  for (int i = 40; i < 60; ++i)
    in.ghosts.push_back(makeBase(in.ships[i].base.pose.center.x, in.ships[i].base.pose.center.y - 1,
                                 in.ships[i].base.pose.heading_deg, in.ships[i].base.length,
                                 in.ships[i].base.width));
  hm::TableInput::Preview p;
  p.base = makeBase(sel.pose.center.x, sel.pose.center.y + 2, sel.pose.heading_deg, sel.length, sel.width);
  p.path_from = sel.pose.center;
  p.text = "2 UD · 1 left";
  in.preview = p;
  in.handle = hm::TableInput::Handle{sel.bow(), sel.stern(), false};
  in.fire = hm::TableInput::FireLine{in.ships[48].base.bow(), in.ships[131].base.stern(), true, 1, true,
                                     "5.2 UD · 6 dice on 5+"};
  in.measure = hm::TableInput::Measure{{3, 3}, {20, 14}, "20.2 UD"};
  return in;
}

/// The same table for the old renderer.
legacy::SceneInput legacyInput(const hm::TableInput &t) {
  legacy::SceneInput in;
  in.table_width = t.table_width;
  in.table_height = t.table_height;
  in.screen = {0, 52, 1190, 948};
  for (const hm::ShipView &s : t.ships)
    in.ships.push_back({s.id, s.base, s.side, s.name, s.movement, s.combat, s.structure, s.sunk, s.art});
  in.selected = t.selected;
  in.hovered = t.hovered;
  in.target = t.target;
  in.blockers = t.blockers;
  in.ghosts = t.ghosts;
  in.reach = t.reach;
  in.rings = legacy::SceneInput::Rings{t.rings->base, t.rings->combat, t.rings->torpedo, t.rings->hit_on,
                                       t.rings->fill};
  in.preview = legacy::SceneInput::Preview{t.preview->base,
                                           t.preview->path_from,
                                           t.preview->text,
                                           t.preview->pivot,
                                           t.preview->pivot_point,
                                           false,
                                           ""};
  in.handle = legacy::SceneInput::Handle{t.handle->pos, t.handle->stern, t.handle->active};
  in.fire = legacy::SceneInput::FireLine{t.fire->from,      t.fire->to,        t.fire->possible,
                                         t.fire->clearance, t.fire->end_zones, t.fire->text};
  in.measure = legacy::SceneInput::Measure{t.measure->a, t.measure->b, t.measure->text};
  return in;
}

/// The table area of a 1600 x 1000 window (below the bar, left of the panel), the table fitted.
ui::Camera fittedCamera() {
  ui::Camera c;
  c.setViewport({0, 52, 1190, 948});
  c.fit(48, 32, 44);
  return c;
}

/// The same camera as the picture's view, and its transform to the window's pixels.
hm::TableView viewOf(const ui::Camera &c) {
  const sf::FloatRect &vp = c.viewport();
  const core::Vec2 top_left = c.screenToWorld({vp.left, vp.top});
  hm::TableView v;
  v.scale = c.scale();
  v.visible = {static_cast<float>(top_left.x), static_cast<float>(top_left.y - vp.height / c.scale()),
               static_cast<float>(vp.width / c.scale()), static_cast<float>(vp.height / c.scale())};
  return v;
}
draw::Transform transformOf(const ui::Camera &c) {
  const sf::Vector2f o = c.worldToScreen({0, 0});
  return {c.scale(), -c.scale(), o.x, o.y};
}

void BM_BuildScene200Ships(benchmark::State &state) {
  const hm::TableInput in = bigTable();
  const hm::TableView view = viewOf(fittedCamera());
  draw::Scene scene;
  for (auto _ : state) {
    scene.clear();
    hm::tableScene(in, view, scene);
    benchmark::DoNotOptimize(scene.shapes().size());
  }
  state.counters["shapes"] = static_cast<double>(scene.shapes().size());
  state.counters["points"] = static_cast<double>(scene.points().size());
  state.counters["texts"] = static_cast<double>(scene.texts().size());
}
BENCHMARK(BM_BuildScene200Ships)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_BuildFrame200Ships_Old(benchmark::State &state) {
  const legacy::SceneInput in = legacyInput(bigTable());
  const ui::Camera cam = fittedCamera();
  legacy::TableScene scene;
  legacy::FrameBatches out;
  for (auto _ : state) {
    scene.build(cam, in, out);
    benchmark::DoNotOptimize(out.bases.getVertexCount());
  }
  std::size_t vertices = 0;
  for (const sf::VertexArray *va : {&out.sea, &out.under, &out.bases, &out.dice, &out.over})
    vertices += va->getVertexCount();
  state.counters["draw_calls"] = out.drawCalls();
  state.counters["vertices"] = static_cast<double>(vertices);
  state.counters["labels"] = static_cast<double>(out.labels.size());
}
BENCHMARK(BM_BuildFrame200Ships_Old)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

/// One off-screen target and font for every run: Google Benchmark calls each function many times,
/// and a GL context (an X connection under Xvfb) per call runs the X server out of clients.
sf::RenderTexture *offscreenTarget() {
  static sf::RenderTexture target;
  static const bool ok = target.create(1600, 1000);
  return ok ? &target : nullptr;
}

const sf::Font *benchFont() {
  static sf::Font font;
  static const bool ok = font.loadFromFile(ui::uiFontPath());
  return ok ? &font : nullptr;
}

void BM_DrawFrame200Ships(benchmark::State &state) {
  sf::RenderTexture *target = offscreenTarget();
  if (!target) {
    state.SkipWithError("no display for an off-screen target (run under xvfb-run)");
    return;
  }
  static ui::SceneRenderer renderer; // its pictures drawn once, as the window's are
  const hm::TableInput in = bigTable();
  const ui::Camera cam = fittedCamera();
  const hm::TableView view = viewOf(cam);
  const draw::Transform t = transformOf(cam);
  draw::Scene scene;
  for (auto _ : state) {
    target->clear(sf::Color(17, 23, 31));
    scene.clear();
    hm::tableScene(in, view, scene);
    renderer.draw(*target, scene, t);
    target->display();
  }
  state.counters["draw_calls"] = renderer.lastDrawCalls();
  state.counters["vertices"] = static_cast<double>(renderer.lastVertices());
  state.counters["texts"] = static_cast<double>(scene.texts().size());
}
BENCHMARK(BM_DrawFrame200Ships)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// What both old drawing benchmarks need: the off-screen target, the font, the scene and its batches.
struct OldSetup {
  sf::RenderTexture *target = offscreenTarget();
  const sf::Font *font = benchFont();
  legacy::SceneInput in = legacyInput(bigTable());
  ui::Camera cam = fittedCamera();
  legacy::TableScene scene;
  std::optional<legacy::TableRenderer> renderer;
  legacy::FrameBatches out;

  bool ready(benchmark::State &state) {
    if (!target || !font) {
      state.SkipWithError("no display for an off-screen target (run under xvfb-run)");
      return false;
    }
    renderer.emplace(*font);
    scene.setTextWidth([this](const std::string &s, unsigned size) { return renderer->textWidth(s, size); });
    return true;
  }
};

void BM_DrawFrame200Ships_Old(benchmark::State &state) {
  OldSetup setup;
  if (!setup.ready(state)) return;
  for (auto _ : state) {
    setup.target->clear(sf::Color(17, 23, 31));
    setup.scene.build(setup.cam, setup.in, setup.out);
    setup.renderer->draw(*setup.target, setup.out);
    setup.target->display();
  }
  state.counters["draw_calls"] = setup.renderer->lastDrawCalls();
  state.counters["labels"] = static_cast<double>(setup.out.labels.size());
}
BENCHMARK(BM_DrawFrame200Ships_Old)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

/// The baseline: the same frame drawn the textbook way, one draw call per shape (each quad or
/// triangle pair of the old batches on its own, as sf::RectangleShape / sf::ConvexShape would) and
/// one sf::Text per label.
void BM_DrawFrame200Ships_PerShape(benchmark::State &state) {
  OldSetup setup;
  if (!setup.ready(state)) return;
  sf::RenderTexture &target = *setup.target;
  legacy::FrameBatches &out = setup.out;
  sf::Text text;
  text.setFont(*setup.font);
  std::size_t calls = 0;
  for (auto _ : state) {
    target.clear(sf::Color(17, 23, 31));
    setup.scene.build(setup.cam, setup.in, out);
    calls = 0;
    for (const sf::VertexArray *batch : {&out.sea, &out.under, &out.bases, &out.dice, &out.over}) {
      for (std::size_t i = 0; i + 6 <= batch->getVertexCount(); i += 6) {
        target.draw(&(*batch)[i], 6, sf::Triangles);
        ++calls;
      }
    }
    for (const legacy::Label &label : out.labels) {
      text.setString(sf::String::fromUtf8(label.text.begin(), label.text.end()));
      text.setCharacterSize(label.size);
      text.setFillColor(label.color);
      text.setPosition(label.pos);
      target.draw(text);
      ++calls;
    }
    target.display();
  }
  state.counters["draw_calls"] = static_cast<double>(calls);
}
BENCHMARK(BM_DrawFrame200Ships_PerShape)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace

int main(int argc, char **argv) {
  return amiraute::bench::runWithRatios(argc, argv,
                                        {{"BM_DrawFrame200Ships", "BM_DrawFrame200Ships_Old"},
                                         {"BM_DrawFrame200Ships", "BM_DrawFrame200Ships_PerShape"},
                                         {"BM_BuildScene200Ships", "BM_BuildFrame200Ships_Old"}});
}
