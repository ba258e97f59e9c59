# A game is one folder under src/games/ whose CMakeLists.txt says `amiraute_game()`. It becomes:
#   amiraute_<game>           the engine: every .cpp of the folder but Referee.cpp and Register.cpp
#                             (links amiraute_game only: no computer, no referee, no screen)
#   amiraute_<game>_referee   Referee.cpp, over the referee layer (src/referee, above src/ai)
#   amiraute_<game>_register  Register.cpp as an object library: the game's one line that fills the
#                             registry, the computer's and the referee's tables (referee/Register.h)
# and, with the screen built, its board in <folder>/screen/ (see amiraute_game_screens).
# Programs and tests that need every game call amiraute_link_games(target).
function(amiraute_game)
  get_filename_component(game ${CMAKE_CURRENT_SOURCE_DIR} NAME)
  file(GLOB engine CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
  list(REMOVE_ITEM engine ${CMAKE_CURRENT_SOURCE_DIR}/Referee.cpp ${CMAKE_CURRENT_SOURCE_DIR}/Register.cpp)
  add_library(amiraute_${game} STATIC ${engine})
  target_link_libraries(amiraute_${game} PUBLIC amiraute_game)
  add_library(amiraute_${game}_referee STATIC ${CMAKE_CURRENT_SOURCE_DIR}/Referee.cpp)
  target_link_libraries(amiraute_${game}_referee PUBLIC amiraute_${game} amiraute_referee)
  add_library(amiraute_${game}_register OBJECT ${CMAKE_CURRENT_SOURCE_DIR}/Register.cpp)
  target_link_libraries(amiraute_${game}_register PUBLIC amiraute_${game}_referee)
  set_property(GLOBAL APPEND PROPERTY AMIRAUTE_GAMES ${game})
  set_property(GLOBAL APPEND PROPERTY AMIRAUTE_GAME_LIBS amiraute_${game})
endfunction()

# Link every game (engine, referee and registration) into `target`. The registration objects are
# linked directly, so that the linker keeps them (a static library's unreferenced objects are
# dropped, and with them the registration).
function(amiraute_link_games target)
  get_property(games GLOBAL PROPERTY AMIRAUTE_GAMES)
  foreach(game ${games})
    target_link_libraries(${target} PRIVATE amiraute_${game}_register)
  endforeach()
endfunction()
