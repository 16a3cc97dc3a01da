// Generated and hand-written Texture code imports only AsyncDisplayKit,
// which brings UIKit and Foundation with it; TextureLayout brings Foundation
// (CGFloat, CGSize, NSAttributedString, …) the same way.
@_exported import Foundation
