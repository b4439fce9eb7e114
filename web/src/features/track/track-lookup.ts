import type { TrackAnswer } from '@contracts/track';
import { postJson } from '../../lib/api-client';
import type { TrackCredentials } from './PrivacyRights';

/**
 * Looks a record up on /api/track/ (docs/architecture/self-service-api.md): its reference and the phone number given
 * with it, POSTed as JSON and never put in a URL, history or logs. The one lookup of /track: the form's, the order made
 * from a prescription (OpenMadeOrder), and the refresh after an action (OrderActions, QuoteOffer, MessageThread).
 * @param credentials the reference (RX-, ORD- or MSG-) and the phone number
 * @returns the record's answer (contracts/track.ts TrackAnswer)
 * @throws ApiError for a refusal (404 not found, 429 too many attempts, a locked reference), the network's errors
 */
export function lookUpRecord({ reference, phone }: TrackCredentials): Promise<TrackAnswer> {
  return postJson<TrackAnswer>('/api/track/', { reference, phone });
}
