import CAnimatorABI

/// The plugin ABI version this host speaks (`AP_ABI_MAJOR`, `AP_ABI_MINOR`).
public enum HostABIVersion {
    /// Major: plugins must match it.
    public static let major = Int(AP_ABI_MAJOR)
    /// Minor: plugins may not be newer.
    public static let minor = Int(AP_ABI_MINOR)
}
