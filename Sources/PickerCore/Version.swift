/// PickerKit's release: the version `picker --version` and `picker-serve --version` print, the
/// Debian and web packages are named for, and a package that depends on PickerKit names
/// (`from: "0.1.0"`; scripts/consumer.sh tags its copy so and checks the Getting Started
/// article names it).
public enum PickerKitRelease {
  /// The version, as semantic versioning writes it.
  public static let version = "0.1.0"
}
