# A game is one folder under src/games/ whose CMakeLists.txt says `amiraute_game()`. It becomes:
#   amiraute_<game>           the engine: every .cpp of the folder but Referee.cpp and Register.cpp
#                             (links amiraute_game only: no computer, no referee, no screen)
#   amiraute_<game>_referee   Referee.cpp, over the referee layer (src/referee, above src/ai)
#   amiraute_<game>_register  Register.cpp as an object library: the game's one line that fills the
#                             registry, the computer's and the referee's tables (referee/Register.h)
#   amiraute_<game>_draw      draw/*.cpp but Kit.cpp: the game as a picture (scenes, no window)
#   amiraute_<game>_kit       draw/Kit.cpp as an object library: the game's kit on paper, registered
#                             into the print table (print/Kits.h)
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
  # The game as a picture (draw/: scenes of its state, no window), over src/draw.
  file(GLOB pictures CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/draw/*.cpp)
  list(REMOVE_ITEM pictures ${CMAKE_CURRENT_SOURCE_DIR}/draw/Kit.cpp)
  if(pictures)
    add_library(amiraute_${game}_draw STATIC ${pictures})
    target_link_libraries(amiraute_${game}_draw PUBLIC amiraute_${game} amiraute_draw)
    set_property(GLOBAL APPEND PROPERTY AMIRAUTE_GAME_DRAW_LIBS amiraute_${game}_draw)
  endif()
  # Its kit on paper (draw/Kit.cpp, over src/print): an object library whose one line fills the
  # print table, linked by amiraute_link_kits(target).
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/draw/Kit.cpp)
    add_library(amiraute_${game}_kit OBJECT ${CMAKE_CURRENT_SOURCE_DIR}/draw/Kit.cpp)
    target_link_libraries(amiraute_${game}_kit PUBLIC amiraute_print amiraute_${game})
    if(TARGET amiraute_${game}_draw)
      target_link_libraries(amiraute_${game}_kit PUBLIC amiraute_${game}_draw)
    endif()
    set_property(GLOBAL APPEND PROPERTY AMIRAUTE_GAME_KITS amiraute_${game}_kit)
  endif()
  # Its board (screen/) is built after src/ui: amiraute_game_screens().
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/screen)
    set_property(GLOBAL APPEND PROPERTY AMIRAUTE_GAME_SCREENS "${game}|${CMAKE_CURRENT_SOURCE_DIR}/screen")
  endif()
endfunction()

# Each game's board, over src/ui: an object library (its Register.cpp fills the screen's table),
# linked into the program and the display tests by amiraute_link_boards(target).
function(amiraute_game_screens)
  get_property(screens GLOBAL PROPERTY AMIRAUTE_GAME_SCREENS)
  foreach(entry ${screens})
    string(REPLACE "|" ";" parts "${entry}")
    list(GET parts 0 game)
    list(GET parts 1 folder)
    file(GLOB sources CONFIGURE_DEPENDS ${folder}/*.cpp)
    add_library(amiraute_${game}_screen OBJECT ${sources})
    target_link_libraries(amiraute_${game}_screen PUBLIC amiraute_ui amiraute_${game})
    if(TARGET amiraute_${game}_draw)
      target_link_libraries(amiraute_${game}_screen PUBLIC amiraute_${game}_draw)
    endif()
    set_property(GLOBAL APPEND PROPERTY AMIRAUTE_BOARDS amiraute_${game}_screen)
  endforeach()
endfunction()

# Link every game's board into `target` (directly: see amiraute_link_games), and the games.
function(amiraute_link_boards target)
  amiraute_link_games(${target})
  get_property(boards GLOBAL PROPERTY AMIRAUTE_BOARDS)
  foreach(board ${boards})
    target_link_libraries(${target} PRIVATE ${board})
  endforeach()
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

# Link every game's kit on paper into `target` (directly, as the registrations: see
# amiraute_link_games); the games themselves are linked by amiraute_link_games.
function(amiraute_link_kits target)
  get_property(kits GLOBAL PROPERTY AMIRAUTE_GAME_KITS)
  foreach(kit ${kits})
    target_link_libraries(${target} PRIVATE ${kit})
  endforeach()
endfunction()
