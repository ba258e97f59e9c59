// The camera's arithmetic, no display: world to window and back, zoom, pan, fit.
#include "ui/Camera.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace amiraute::ui {
namespace {

Camera camera() {
  Camera c;
  c.setViewport({0, 52, 1190, 948});
  c.setCenter({24, 16});
  c.setScale(23);
  return c;
}

TEST(CameraTest, WorldToScreenRoundTrips) {
  Camera c = camera();
  for (core::Vec2 w : {core::Vec2{0, 0}, core::Vec2{48, 32}, core::Vec2{13.25, 7.5}, core::Vec2{-3, 40}}) {
    const core::Vec2 back = c.screenToWorld(c.worldToScreen(w));
    EXPECT_NEAR(back.x, w.x, 1e-4);
    EXPECT_NEAR(back.y, w.y, 1e-4);
  }
}

TEST(CameraTest, NorthIsUpOnTheScreen) {
  Camera c = camera();
  EXPECT_LT(c.worldToScreen({24, 20}).y, c.worldToScreen({24, 10}).y);
  EXPECT_LT(c.worldToScreen({10, 16}).x, c.worldToScreen({20, 16}).x);
  // The centre of the world view is the centre of the viewport.
  const sf::Vector2f mid = c.worldToScreen({24, 16});
  EXPECT_FLOAT_EQ(mid.x, 595);
  EXPECT_FLOAT_EQ(mid.y, 52 + 474);
}

TEST(CameraTest, ZoomAboutTheCursorKeepsThePointUnderIt) {
  Camera c = camera();
  const sf::Vector2f cursor(311, 707);
  const core::Vec2 before = c.screenToWorld(cursor);
  for (double f : {1.15, 1.15, 3.0, 0.2, 1 / 1.15}) {
    c.zoomAbout(cursor, f);
    const core::Vec2 after = c.screenToWorld(cursor);
    EXPECT_NEAR(after.x, before.x, 1e-6);
    EXPECT_NEAR(after.y, before.y, 1e-6);
  }
}

TEST(CameraTest, ZoomIsClamped) {
  Camera c = camera();
  c.zoomAbout({100, 100}, 1e6);
  EXPECT_DOUBLE_EQ(c.scale(), Camera::kMaxScale);
  c.zoomAbout({100, 100}, 1e-9);
  EXPECT_DOUBLE_EQ(c.scale(), Camera::kMinScale);
}

TEST(CameraTest, PanFollowsTheMouse) {
  Camera c = camera();
  const core::Vec2 w = c.screenToWorld({400, 300});
  c.panPixels({25, -40});
  const core::Vec2 moved = c.screenToWorld({425, 260});
  EXPECT_NEAR(moved.x, w.x, 1e-9);
  EXPECT_NEAR(moved.y, w.y, 1e-9);
}

TEST(CameraTest, FitShowsTheWholeTable) {
  Camera c = camera();
  c.zoomAbout({10, 10}, 5);
  c.fit(48, 32, 40);
  const sf::FloatRect &vp = c.viewport();
  const sf::Vector2f tl = c.worldToScreen({0, 32}), br = c.worldToScreen({48, 0});
  EXPECT_GE(tl.x, vp.left + 40 - 1e-3);
  EXPECT_GE(tl.y, vp.top + 40 - 1e-3);
  EXPECT_LE(br.x, vp.left + vp.width - 40 + 1e-3);
  EXPECT_LE(br.y, vp.top + vp.height - 40 + 1e-3);
  // It is tight on one axis.
  const bool tight_x = std::fabs((br.x - tl.x) - (vp.width - 80)) < 1e-2;
  const bool tight_y = std::fabs((br.y - tl.y) - (vp.height - 80)) < 1e-2;
  EXPECT_TRUE(tight_x || tight_y);
}

TEST(CameraTest, ResizingKeepsCentreAndScale) {
  Camera c = camera();
  c.setViewport({0, 52, 700, 500});
  EXPECT_DOUBLE_EQ(c.scale(), 23);
  const core::Vec2 mid = c.screenToWorld({350, 52 + 250});
  EXPECT_NEAR(mid.x, 24, 1e-9);
  EXPECT_NEAR(mid.y, 16, 1e-9);
}

} // namespace
} // namespace amiraute::ui
