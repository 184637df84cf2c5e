/// UIKit's `UISearchBarDelegate`: told about a search bar's editing and buttons. Every member is
/// optional in UIKit; each has UIKit's answer when left out (editing may begin and end). The bar
/// asks and tells it when it becomes or resigns first responder and when code sets its text;
/// the host types no text and taps no buttons, so the button members are called only by code.
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// UIKit's answer when left out: yes.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Left out: nothing to do.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// UIKit's answer when left out: yes.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Left out: nothing to do.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Left out: nothing to do.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Left out: nothing to do.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Left out: nothing to do.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
