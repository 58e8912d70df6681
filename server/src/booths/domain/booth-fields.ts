/** What a booth record holds; `passwordHash` is argon2 and never leaves the server. */
export type BoothFields = {
  boothName: string;
  /** The booth manager's name. */
  name: string;
  affiliation: string;
  phone: string;
  loginId: string;
  passwordHash: string;
};

/** Personal data of the booth manager (and the password hash): sealed per booth, erased with the booth. */
export const BOOTH_PERSONAL_FIELDS = ['name', 'affiliation', 'phone', 'passwordHash'] as const;
