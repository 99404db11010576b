/** REST envelopes. Errors use the same envelope with a non-zero code. */

export interface ApiEnvelope<T> {
  ret_code: number;
  ret_msg: string;
  result: T;
  /** "<seconds>.<micro>" */
  time_now: string;
}

/** Used for paths containing /v5/. */
export interface V5Envelope<T> {
  retCode: number;
  retMsg: string;
  result: T;
  retExtInfo: Record<string, unknown>;
  /** ms */
  time: number;
}

export function envelopeCode(body: Partial<ApiEnvelope<unknown>> | Partial<V5Envelope<unknown>>): number | undefined {
  if ('ret_code' in body && typeof body.ret_code === 'number') return body.ret_code;
  if ('retCode' in body && typeof body.retCode === 'number') return body.retCode;
  return undefined;
}

export interface LoginResult {
  token: string;
  user: UserProfile;
}

export interface UserProfile {
  userId: number;
  email: string;
  nickname: string;
  accountType: 'UTA' | 'UTA2' | 'UM' | 'PM' | 'REGULAR';
}
