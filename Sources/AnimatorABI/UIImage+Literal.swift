/// `#imageLiteral(resourceName: "starboy")`, as Xcode writes an image dragged into code: UIKit
/// makes `UIImage` the literal's type and loads the named asset. A plugin has no asset catalog
/// (see ``UIImage/init(named:)``), so the literal is an empty image — ``UIImage/init()``'s, size
/// zero, no picture — where iOS would show the asset: the code compiles and runs, an image
/// view given it shows nothing, and code that sizes itself by the image reads zero.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
