/**
 * The `totp.qr_code` of an enrolment: the otpauth:// URI as a QR code in raw SVG markup, as
 * GoTrue answers it (supabase-js prefixes `data:image/svg+xml;utf-8,` itself). Drawn like
 * GoTrue's (internal/api/mfa.go): error correction level H, 3 px per module, a four-module quiet
 * zone, black modules on white, so an app shows it at the same size against either server.
 */
import { encodeQR } from 'qr';

const modulePixels = 3;
const quietZone = 4;

export function renderTotpQrCode(uri: string): string {
  const grid = encodeQR(uri, 'raw', { ecc: 'high', border: quietZone });
  const size = grid.length;
  const pixels = size * modulePixels;
  // One horizontal run of dark modules per subpath: `M x y h len v 1 h -len z`.
  let path = '';
  for (const [y, row] of grid.entries()) {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
