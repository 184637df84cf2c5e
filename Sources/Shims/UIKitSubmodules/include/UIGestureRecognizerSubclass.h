/* UIKit.UIGestureRecognizerSubclass: declares nothing. It exists so that iOS code that imports
 * it compiles unchanged; the SDK's UIGestureRecognizer.state is settable by subclasses. */
