// AnimatorABI: the Swift module plugin authors import.
//
// It re-exports the C header (CAnimatorABI) and Foundation (for CGFloat, CGPoint, CGSize,
// CGRect), and wraps the host table in Swift that reads like UIKit: an animator written for
// UIKit compiles here with `import AnimatorABI` in place of `import UIKit`, and moves the same
// way. Only C crosses into the host: every call below goes through the `ap_host` table.
//
// A plugin image (a .so) statically contains its own copy of this module; its types never
// cross the boundary, so copies in different plugins (and in the host) never meet.
@_exported import CAnimatorABI
@_exported import Foundation
