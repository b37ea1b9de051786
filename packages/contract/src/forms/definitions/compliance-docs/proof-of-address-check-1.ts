import { proofOfAddressDocument } from './proof-of-address.js';

export const complianceProofOfAddress1 = proofOfAddressDocument(1);
