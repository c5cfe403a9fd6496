import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The style sheet, scripts and icon, read once from the bundle's `assets` folder and served with
/// an ETag (a conditional request costs a 304 and no body) and gzip when the browser takes it.
///
/// Written here rather than with Hummingbird's `FileMiddleware` because that serves files as they
/// are, without compression, and reads the disk on every request; these few files are small and
/// fixed for the life of the process, so each is compressed once, with compress-nio, on start.
struct AssetStore: Sendable {
  struct Asset: Sendable {
    let type: String
    let plain: ByteBuffer
    let gzip: ByteBuffer
    let etag: String
  }

  private let assets: [String: Asset]

  /// Reads every file of the folder.
  init(directory: URL) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    var assets: [String: Asset] = [:]
    for name in names {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      var plain = ByteBuffer(bytes: data)
      let gzip = try plain.compress(with: .gzip(), allocator: ByteBufferAllocator())
      plain.moveReaderIndex(to: 0)
      assets[name] = Asset(
        type: Self.type(of: name), plain: plain, gzip: gzip, etag: Self.etag(of: data))
    }
    self.assets = assets
  }

  /// The names served, for the router.
  var names: [String] { assets.keys.sorted() }

  /// The asset, a 304 when the browser already has it, or nil for an unknown name.
  func response(for name: String, request: Request) -> Response? {
    guard let asset = assets[name] else { return nil }
    var headers: HTTPFields = [
      .contentType: asset.type, .eTag: asset.etag, .xContentTypeOptions: "nosniff",
      // Always asked again, answered by a 304 when unchanged: a new build shows at once.
      .cacheControl: "no-cache", .vary: "Accept-Encoding",
    ]
    let known = request.headers[values: .ifNoneMatch].flatMap { $0.split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if known.contains(asset.etag) || known.contains("*") {
      return Response(status: .notModified, headers: headers)
    }
    let accepts = request.headers[values: .acceptEncoding].joined(separator: ",")
      .split(separator: ",").contains { part in
        part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
          == "gzip" && !part.replacingOccurrences(of: " ", with: "").hasSuffix("q=0")
      }
    if accepts {
      headers[.contentEncoding] = "gzip"
      return Response(status: .ok, headers: headers, body: .init(byteBuffer: asset.gzip))
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
    default: "application/octet-stream"
    }
  }

  /// A strong validator from the bytes: FNV-1a, stable across restarts (Swift's `Hasher` is
  /// seeded per process, which would make every restart look like a change).
  private static func etag(of data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\"" + String(hash, radix: 16) + "-" + String(data.count) + "\""
  }
}
