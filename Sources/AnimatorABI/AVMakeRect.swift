import Foundation

/// AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle of the
/// proportions of `aspectRatio` that fits in `boundingRect`, centred in it (how an image or
/// video is shown aspect-fit). Transition code uses it to find where a photo lies in its image
/// view; `port` drops `import AVFoundation` (no such module here), and this answers the call.
/// An `aspectRatio` without a positive, finite width and height, or an empty or non-finite
/// bounding rectangle, has no such rectangle: the answer is empty, at the bounding
/// rectangle's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let r = boundingRect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite, aspectRatio.height.isFinite,
        r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite
    else { return CGRect(origin: center, size: .zero) }
    // The bounding rectangle's limiting side sets the scale.
    let scale = min(r.width / aspectRatio.width, r.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
