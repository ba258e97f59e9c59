// One frame of the battle table with 200 ships and every overlay on: geometry -> vertex batches
// (headless), and the same frame drawn into an off-screen target (needs a display: xvfb-run).
// Counters: draw_calls per frame, vertices, labels.
#include "ui/ImGuiSfml.h"
#include "ui/Overlays.h"
#include "ui/TableRenderer.h"
#include "ui/TableScene.h"

#include <benchmark/benchmark.h>

#include "BenchReport.h"
#include <SFML/Graphics/Font.hpp>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Text.hpp>

#include <optional>

namespace {

using namespace amiraute;
using namespace amiraute::ui;

core::Base makeBase(double x, double y, double heading, double length, double width) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = length;
  b.width = width;
  return b;
}

/// 200 ships in 10 rows of 20 across a 48 x 32 table, two sides, a few wrecks, every overlay on.
SceneInput bigScene() {
  SceneInput in;
  in.table_width = 48;
  in.table_height = 32;
  in.screen = {0, 52, 1190, 948};
  static const char *names[] = {"Richelieu", "Jean Bart", "Dunkerque",   "Algérie",     "Le Fantasque",
                                "Bismarck",  "Tirpitz",   "Scharnhorst", "Prinz Eugen", "La Melpomène"};
  for (int i = 0; i < 200; ++i) {
    ShipView v;
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
    in.ships.push_back(v);
  }
  const core::Base &sel = in.ships[48].base;
  in.selected = 48;
  in.hovered = 131;
  in.target = 131;
  in.blockers = {88, 89};
  in.rings = SceneInput::Rings{sel, 6, true};
  in.reach = reachArea(sel, 3, 1, 1, 90);
  for (int i = 40; i < 60; ++i)
    in.ghosts.push_back(makeBase(in.ships[i].base.pose.center.x, in.ships[i].base.pose.center.y - 1,
                                 in.ships[i].base.pose.heading_deg, in.ships[i].base.length,
                                 in.ships[i].base.width));
  SceneInput::Preview p;
  p.base = makeBase(sel.pose.center.x, sel.pose.center.y + 2, sel.pose.heading_deg, sel.length, sel.width);
  p.path_from = sel.pose.center;
  p.text = "2.00 UD · 1.00 left";
  in.preview = p;
  in.handle = SceneInput::Handle{sel.bow(), sel.stern(), false};
  in.fire = SceneInput::FireLine{in.ships[48].base.bow(), in.ships[131].base.stern(), true, 1, true,
                                 "5.20 UD · 6 dice on 5+"};
  in.measure = SceneInput::Measure{{3, 3}, {20, 14}, "20.2 UD"};
  return in;
}

Camera fittedCamera() {
  Camera c;
  c.setViewport({0, 52, 1190, 948});
  c.fit(48, 32, 44);
  return c;
}

void BM_BuildFrame200Ships(benchmark::State &state) {
  const SceneInput in = bigScene();
  const Camera cam = fittedCamera();
  TableScene scene;
  FrameBatches out;
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
BENCHMARK(BM_BuildFrame200Ships)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// One off-screen target and font for every run: Google Benchmark calls each function many times,
/// and a GL context (an X connection under Xvfb) per call runs the X server out of clients.
sf::RenderTexture *offscreenTarget() {
  static sf::RenderTexture target;
  static const bool ok = target.create(1600, 1000);
  return ok ? &target : nullptr;
}

const sf::Font *benchFont() {
  static sf::Font font;
  static const bool ok = font.loadFromFile(uiFontPath());
  return ok ? &font : nullptr;
}

/// What both drawing benchmarks need: the off-screen target, the font, the scene and its batches.
struct DrawSetup {
  sf::RenderTexture *target = offscreenTarget();
  const sf::Font *font = benchFont();
  SceneInput in = bigScene();
  Camera cam = fittedCamera();
  TableScene scene;
  std::optional<TableRenderer> renderer;
  FrameBatches out;

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

void BM_DrawFrame200Ships(benchmark::State &state) {
  DrawSetup setup;
  if (!setup.ready(state)) return;
  sf::RenderTexture &target = *setup.target;
  const SceneInput &in = setup.in;
  const Camera &cam = setup.cam;
  TableScene &scene = setup.scene;
  TableRenderer &renderer = *setup.renderer;
  FrameBatches &out = setup.out;
  for (auto _ : state) {
    target.clear(sf::Color(17, 23, 31));
    scene.build(cam, in, out);
    renderer.draw(target, out);
    target.display();
  }
  state.counters["draw_calls"] = renderer.lastDrawCalls();
  state.counters["labels"] = static_cast<double>(out.labels.size());
}
BENCHMARK(BM_DrawFrame200Ships)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// The baseline: the same frame drawn the textbook way, one draw call per shape (each quad or
/// triangle pair of the batches on its own, as sf::RectangleShape / sf::ConvexShape would) and one
/// sf::Text per label.
void BM_DrawFrame200Ships_PerShape(benchmark::State &state) {
  DrawSetup setup;
  if (!setup.ready(state)) return;
  sf::RenderTexture &target = *setup.target;
  const sf::Font &font = *setup.font;
  const SceneInput &in = setup.in;
  const Camera &cam = setup.cam;
  TableScene &scene = setup.scene;
  FrameBatches &out = setup.out;
  sf::Text text;
  text.setFont(font);
  std::size_t calls = 0;
  for (auto _ : state) {
    target.clear(sf::Color(17, 23, 31));
    scene.build(cam, in, out);
    calls = 0;
    for (const sf::VertexArray *batch : {&out.sea, &out.under, &out.bases, &out.dice, &out.over}) {
      for (std::size_t i = 0; i + 6 <= batch->getVertexCount(); i += 6) {
        target.draw(&(*batch)[i], 6, sf::Triangles);
        ++calls;
      }
    }
    for (const Label &label : out.labels) {
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
                                        {{"BM_DrawFrame200Ships", "BM_DrawFrame200Ships_PerShape"}});
}
