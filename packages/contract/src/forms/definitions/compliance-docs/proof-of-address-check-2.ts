import { proofOfAddressDocument } from './proof-of-address.js';

export const complianceProofOfAddress2 = proofOfAddressDocument(2);
