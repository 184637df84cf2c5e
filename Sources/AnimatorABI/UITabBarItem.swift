/// UIKit's `UITabBarItem`: a tab's title, images, tag and badge. Kept and read back: the host's
/// containers draw no tab bar (see ``UITabBarController/tabBar``).
open class UITabBarItem: UIBarItem {
    /// UIKit's system items (their titles and images are UIKit's own; here the item has none).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The image shown while the tab is selected (nil: the image).
    open var selectedImage: UIImage?
    /// The badge's text (nil: no badge).
    open var badgeValue: String?
    /// The badge's colour (nil: UIKit's red).
    open var badgeColor: UIColor?

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and its two images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item with a tag.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.tag = tag
    }
}

extension UIViewController {
    /// The controller's tab item: made on first use with the controller's title, as UIKit's.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = settings["tabBarItem"] as? UITabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            settings["tabBarItem"] = item
            return item
        }
        set { settings["tabBarItem"] = newValue }
    }
}
