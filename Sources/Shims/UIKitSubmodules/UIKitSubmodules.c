/* The UIKit submodule shim has no code (a C target needs one source file). */
