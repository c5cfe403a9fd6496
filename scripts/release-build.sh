# The release build of `picker` and `picker-serve`, as scripts/package.sh installs them and
# the benchmarks measure them: sourced, it sets `release_build`, the arguments each hands
# `swift build`; run, it prints them one a line (Benchmarks/browser.py reads them so).
#
# Every module, the argument parser's included, is compiled to build the concrete generic types
# it names (`Option<String>`, `OptionGroup<AnswerOptions>`) through their metadata accessors,
# which are handed the conformances their generic requirements need. By default a type is named
# by its mangled name and the runtime reads it back, checking each requirement by scanning all
# ~6,000 protocol conformances in the binary: for `picker 59:59.99 --answer 12:54.37` that was a
# quarter of the instructions the whole run made (callgrind: 20.6 M, 15.8 M with the flag), and
# 0.6 ms of the first frame (Benchmarks/startup.py). Package.swift cannot say it for the
# dependencies, and a flag in a library target would stop other packages from using it, so it is
# said here.
#
# No debug information: the package strips the executables (scripts/package.sh), so writing it
# would only slow the build.
release_build=(
  -c release --static-swift-stdlib -debug-info-format none
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
)
# Where the package's build is kept (package.sh builds it, the browser tests run it): a scratch
# folder of its own, as the benchmarks' release builds have (Benchmarks/browser.py), so the
# debug build in .build is not rebuilt after it, nor does it wait on SwiftPM's lock of it.
package_build=(--scratch-path .build-release)
if [ "${BASH_SOURCE[0]}" = "$0" ]; then printf '%s\n' "${release_build[@]}"; fi
