import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * A software authenticator holding one ES256 key: answers navigator.credentials.create() for a registration
 * challenge with a 'none' attestation, as a browser would send it. Several answers carry the same credential id.
 */
export function softwarePasskey() {
  const credentialId = randomBytes(16);
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  return {
    id: b64url(credentialId),
    /** The credential for `challenge` (from the registration options) on the relying party `rpID` at `origin`. */
    register(challenge: string, rpID: string, origin: string) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        createHash('sha256').update(rpID).digest(),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4), // signature counter
        Buffer.alloc(16), // AAGUID
        length,
        credentialId,
        Buffer.from(cose),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const clientData = JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(Buffer.from(clientData)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
  };
}
