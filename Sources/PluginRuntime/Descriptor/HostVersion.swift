import CAnimatorABI

/// This host's version and the plugin ABI version it speaks, defined once: `host-cli
/// --version` prints them and the host table hands them to every plugin (`ap_host.name`,
/// `version`, `abi_major`, `abi_minor`).
package enum HostVersion {
    /// The host's name, as plugins see it.
    package static let name = "TransitionHost"
    /// The host's semver version.
    package static let version = "1.2.0"
    /// ABI major (`AP_ABI_MAJOR`): plugins must match it.
    package static let abiMajor = Int(AP_ABI_MAJOR)
    /// ABI minor (`AP_ABI_MINOR`): what this host's table has. Plugins of any minor load; a
    /// newer one checks per function what this host lacks (the header's HOW ABI 1 GROWS).
    package static let abiMinor = Int(AP_ABI_MINOR)
    /// `MAJOR.MINOR` of the ABI.
    package static var abiText: String { "\(abiMajor).\(abiMinor)" }
}
