/// UIKit's registration of cell and supplementary view classes and nibs by reuse identifier.
/// The registrations are kept and read back (``registeredCellClass(forReuseIdentifier:)``), but
/// the host draws a collection's items from its layout's attributes and never makes cells from
/// them; a nib makes no views on Linux (see ``UINib``).
extension UICollectionView {
    /// Registers `cellClass` for cells of `identifier` (nil removes the registration, as in UIKit).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredByIdentifier[identifier] = cellClass
    }

    /// Registers `nib` for cells of `identifier` (nil removes the registration).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredByIdentifier[identifier] = nib
    }

    /// Registers `viewClass` for supplementary views of `elementKind` and `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredByIdentifier[elementKind + " " + identifier] = viewClass
    }

    /// Registers `nib` for supplementary views of `kind` and `identifier`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    {
        registeredByIdentifier[kind + " " + identifier] = nib
    }

    /// The class registered for cells of `identifier`, if a class (not a nib) is.
    public func registeredCellClass(forReuseIdentifier identifier: String) -> AnyClass? {
        registeredByIdentifier[identifier] as? AnyClass
    }

    /// The nib registered for cells of `identifier`, if a nib is.
    public func registeredCellNib(forReuseIdentifier identifier: String) -> UINib? {
        registeredByIdentifier[identifier] as? UINib
    }
}
