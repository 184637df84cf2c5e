// The module name UIKit code imports. On Linux there is no UIKit; this shim re-exports the
// AnimatorABI SDK, which spells everything as UIKit and Core Animation do, so an animator
// written for iOS compiles here with its `import UIKit` unchanged. A plugin package depends
// on the `UIKit` product of TransitionHost (see the README, "In Swift").
@_exported import AnimatorABI
