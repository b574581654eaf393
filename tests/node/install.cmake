# Installs the pinned packages (the Spine runtime, glTF Transform) into the build tree (never the
# source tree), once:
#   cmake -DNODE_DIR=<build>/node -DSOURCE_DIR=<src>/tests/node -DNPM=<npm> -P install.cmake
# Reinstalls when the committed lockfile changes, or when a package it pins is missing (an install
# made before that package was added).
file(MAKE_DIRECTORY ${NODE_DIR})
file(COPY_FILE ${SOURCE_DIR}/package.json ${NODE_DIR}/package.json ONLY_IF_DIFFERENT)
file(COPY_FILE ${SOURCE_DIR}/package-lock.json ${NODE_DIR}/package-lock.json ONLY_IF_DIFFERENT)
file(SHA256 ${SOURCE_DIR}/package-lock.json lock_hash)
set(stamp ${NODE_DIR}/node_modules/.rigpose-lock-sha256)
set(installed TRUE)
foreach(package @esotericsoftware/spine-core @gltf-transform/core)
  if(NOT EXISTS ${NODE_DIR}/node_modules/${package}/package.json)
    set(installed FALSE)
  endif()
endforeach()
if(installed AND EXISTS ${stamp})
  file(READ ${stamp} installed_hash)
  if(installed_hash STREQUAL lock_hash)
    message(STATUS "spine-core and @gltf-transform/core already installed from this lockfile")
    return()
  endif()
endif()
execute_process(COMMAND ${NPM} ci --no-audit --no-fund --ignore-scripts
                WORKING_DIRECTORY ${NODE_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "npm ci failed (${rc}); the node tests need the npm registry once")
endif()
file(WRITE ${stamp} ${lock_hash})
