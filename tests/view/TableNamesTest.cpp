// The ship names on a crowded Haute Mer table (issue 9): they never sit on one another, the
// selected ship keeps its name, wrecks get theirs apart from the ships afloat.
#include "ui/Camera.h"
#include "ui/TableScene.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace amiraute::ui {
namespace {

core::Base base(double x, double y, double heading) {
  core::Base b;
  b.pose = {{x, y}, heading};
  b.length = 1.5;
  b.width = 0.4;
  return b;
}

/// Two fleets in line abreast 1.6 UD apart, as in the 22-ship battle but closer, and wrecks among them.
SceneInput crowded() {
  SceneInput in;
  in.screen = {0, 0, 700, 648};
  for (int i = 0; i < 40; ++i) {
    ShipView v;
    v.id = i;
    v.base = base(3 + (i % 20) * 1.6, i < 20 ? 6 : 9, i < 20 ? 0 : 180);
    v.side = i < 20 ? 0 : 1;
    v.name = "Navire " + std::to_string(i);
    v.movement = v.combat = v.structure = 3;
    v.sunk = i % 7 == 3;
    in.ships.push_back(v);
  }
  in.selected = 12;
  return in;
}

float width(const std::string &s, unsigned size) { return static_cast<float>(s.size()) * size * 0.6f; }

sf::FloatRect rectOf(const Label &l) {
  const float w = width(l.text, l.size) + 4, h = static_cast<float>(l.size) + 2;
  const float x = l.align == Label::Align::Center  ? l.pos.x - w / 2
                  : l.align == Label::Align::Right ? l.pos.x - w + 2
                                                   : l.pos.x - 2;
  return {x, l.pos.y - h / 2, w, h};
}

TEST(TableNames, OnACrowdedTableNoNameSitsOnAnother) {
  Camera cam;
  cam.setViewport({0, 0, 700, 648});
  cam.fit(36, 16, 20); // about 18 px per UD: names wider than the gaps
  ASSERT_GE(cam.scale(), TableScene::kLabelScale);
  TableScene scene;
  scene.setTextWidth(width);
  FrameBatches out;
  const SceneInput in = crowded();
  scene.build(cam, in, out);
  std::vector<Label> names;
  for (const Label &l : out.labels)
    if (l.text.rfind("Navire ", 0) == 0) names.push_back(l);
  ASSERT_GE(names.size(), 12u); // crowded, not emptied
  for (std::size_t a = 0; a < names.size(); ++a)
    for (std::size_t b = a + 1; b < names.size(); ++b)
      EXPECT_FALSE(rectOf(names[a]).intersects(rectOf(names[b]))) << names[a].text << " / " << names[b].text;
  bool selected = false;
  for (const Label &l : names)
    selected |= l.text == "Navire 12";
  EXPECT_TRUE(selected);
}

TEST(TableNames, TwoWrecksSideBySideKeepTwoSeparateNames) {
  Camera cam;
  cam.setViewport({0, 0, 700, 648});
  cam.fit(36, 16, 20);
  TableScene scene;
  scene.setTextWidth(width);
  SceneInput in;
  in.screen = {0, 0, 700, 648};
  for (int i = 0; i < 2; ++i) {
    ShipView v;
    v.id = i;
    v.base = base(10 + i * 1.2, 8, 0);
    v.name = i ? "Emden" : "Leipzig";
    v.sunk = true;
    in.ships.push_back(v);
  }
  FrameBatches out;
  scene.build(cam, in, out);
  std::vector<Label> names;
  for (const Label &l : out.labels)
    if (l.text == "Leipzig" || l.text == "Emden") names.push_back(l);
  ASSERT_EQ(names.size(), 2u);
  EXPECT_FALSE(rectOf(names[0]).intersects(rectOf(names[1])));
}

} // namespace
} // namespace amiraute::ui
