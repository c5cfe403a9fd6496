/// Bytes written as hexadecimal digits, two a byte: a session cookie's value, a certificate's
/// fingerprint (`3F:A0:…`).
package func hexText(
  _ bytes: some Sequence<UInt8>, uppercase: Bool = false, separator: String = ""
) -> String {
  bytes.map { byte in
    let digits = String(byte, radix: 16, uppercase: uppercase)
    return byte < 16 ? "0" + digits : digits
  }.joined(separator: separator)
}
