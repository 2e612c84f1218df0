import Testing
@testable import ManeuverCatalogue

/// Numbers as messages, manifests and file names write them.
@Suite("Number text")
struct NumberTextTests {
    @Test(arguments: [
        (3.0, "3"), (-0.0, "0"), (-42.0, "-42"), (1.5, "1.5"), (0.1, "0.1"), (1e15, "1000000000000000"),
        (9_007_199_254_740_991.0, "9007199254740991"), (1e16, "1e+16"),
        (1e300, "1e+300"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
    ])
    func clean(value: Double, text: String) {
        #expect(value.clean == text)
    }
}
