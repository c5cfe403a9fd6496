import CompressNIO
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The style sheet, scripts, icon and the page's core, read once from the bundle's `assets`
/// folder and served with an ETag (a conditional request costs a 304 and no body), compressed
/// as the browser takes it: brotli, else gzip.
///
/// The page's core and the scripts are built compressed beside them (`compressed/`, written by
/// `scripts/wasm.sh` with brotli -q 11 and zopfli, each named by the SHA-256 of the file it is a
/// copy of, so a copy of other bytes is never served); any other asset is gzipped here once, on
/// start.
///
/// Each is served under two names: its own (`wheels.js`), asked again on every use, and a name
/// with its content's hash (`wheels.1f3a9c0e.js`), which pages link and browsers keep for a year
/// without asking: a new build has new names, so a page never mixes old and new files.
///
/// Written here rather than with Hummingbird's `FileMiddleware` because that serves files as they
/// are, without compression, and reads the disk on every request; these few files are small and
/// fixed for the life of the process, so each is compressed once, with compress-nio, on start.
struct AssetStore: Sendable {
  struct Asset: Sendable {
    let type: String
    let plain: ByteBuffer
    /// The body in each coding it has, gzip always.
    let encoded: [ContentCoding: ByteBuffer]
    let etag: String
    let hashedName: String
  }

  private let assets: [String: Asset]
  /// Each asset's name with its hash, by its own name.
  private let hashedNames: [String: String]
  /// Each asset's own name, by its name with its hash.
  private let byHashedName: [String: String]

  /// Reads every file of the folder, and the compressed copies of `compressed` (the folder
  /// beside it) that are of these files.
  init(directory: URL, compressed: URL? = nil) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    var assets: [String: Asset] = [:]
    for name in names {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      var plain = ByteBuffer(bytes: data)
      let hash = Self.hash(of: data)
      let hashedName = Self.name(name, with: hash)
      var encoded: [ContentCoding: ByteBuffer] = [:]
      for coding in ContentCoding.allCases {
        guard
          let copy = compressed.flatMap({
            try? Data(contentsOf: $0.appendingPathComponent(Self.copyName(name, of: data, coding)))
          })
        else { continue }
        encoded[coding] = ByteBuffer(bytes: copy)
      }
      if encoded[.gzip] == nil {
        encoded[.gzip] = try plain.compress(with: .gzip(), allocator: ByteBufferAllocator())
        plain.moveReaderIndex(to: 0)
      }
      assets[name] = Asset(
        type: Self.type(of: name), plain: plain, encoded: encoded,
        etag: "\"" + String(hash, radix: 16) + "-" + String(data.count) + "\"",
        hashedName: hashedName)
    }
    self.assets = assets
    // The API's document keeps its one name: clients ask for it there, not from a page.
    hashedNames = assets.filter { $0.key != "openapi.yaml" }.mapValues { $0.hashedName }
    byHashedName = Dictionary(uniqueKeysWithValues: hashedNames.map { ($0.value, $0.key) })
  }

  /// The paths pages link, by hashed name (the API document aside), in name order.
  var hashedPaths: [String] { hashedNames.keys.sorted().map(path) }

  /// The names served, own and hashed, for the router.
  var names: [String] { (Array(assets.keys) + Array(byHashedName.keys)).sorted() }

  /// The path a page links an asset by: its name with its hash (`/assets/wheels.1f3a9c0e.js`).
  func path(_ name: String) -> String {
    "/assets/" + (hashedNames[name] ?? name)
  }

  /// The asset, a 304 when the browser already has it, or nil for an unknown name.
  func response(for name: String, request: Request) -> Response? {
    let hashed = byHashedName[name]
    guard let asset = assets[hashed ?? name] else { return nil }
    var headers: HTTPFields = [
      .contentType: asset.type, .eTag: asset.etag, .xContentTypeOptions: "nosniff",
      // By its own name always asked again, answered by a 304 when unchanged: a new build shows
      // at once. By its hashed name it never changes.
      .cacheControl: hashed == nil ? "no-cache" : "public, max-age=31536000, immutable",
      .vary: "Accept-Encoding",
    ]
    let known = request.headers[values: .ifNoneMatch].flatMap { $0.split(separator: ",") }
      .map { String($0.trimmedOfHTTPSpace) }
    if known.contains(asset.etag) || known.contains("*") {
      return Response(status: .notModified, headers: headers)
    }
    let accepted = ContentCoding.accepted(by: request)
    for coding in ContentCoding.allCases where accepted.contains(coding) {
      guard let body = asset.encoded[coding] else { continue }
      headers[.contentEncoding] = coding.rawValue
      return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.plain))
  }

  private static func type(of name: String) -> String {
    switch name.split(separator: ".").last {
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "svg": "image/svg+xml"
    case "yaml": "application/yaml"
    case "wasm": "application/wasm"
    case "png": "image/png"
    default: "application/octet-stream"
    }
  }

  /// The bytes' hash for validators and names: FNV-1a, stable across restarts (Swift's `Hasher`
  /// is seeded per process, which would make every restart look like a change).
  static func hash(of data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }

  /// The name of an asset's compressed copy, as scripts/wasm.sh writes it: its name, the first
  /// 16 hexadecimal digits of its bytes' SHA-256, and the coding
  /// (`pickerkit.wasm.5f1c0e2b7d4a6591.br`).
  static func copyName(_ name: String, of data: Data, _ coding: ContentCoding) -> String {
    name + "." + hexText(SHA256.hash(data: data).prefix(8)) + (coding == .brotli ? ".br" : ".gz")
  }

  /// A name with a hash before its extension: `wheels.js` as `wheels.1f3a9c0e2b7d4a65.js`.
  private static func name(_ name: String, with hash: UInt64) -> String {
    let digits =
      String(repeating: "0", count: 16 - String(hash, radix: 16).count)
      + String(hash, radix: 16)
    guard let dot = name.lastIndex(of: ".") else { return name + "." + digits }
    return name[..<dot] + "." + digits + name[dot...]
  }
}
