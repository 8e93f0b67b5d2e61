// Stands in for the bare `crypto-js` import in the browser build: neon-core takes only `enc` (Base64/Hex/Utf8)
// and `lib` (WordArray, CipherParams) from it; the package root would pull in every algorithm (~20 KB gzip).
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/cipher-core';
export const lib = CryptoJS.lib;
export const enc = CryptoJS.enc;
export default CryptoJS;
