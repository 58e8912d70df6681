/** The booth fields an admin sets; `name` is the booth manager's name. */
export interface BoothFields {
  boothName: string;
  name: string;
  affiliation: string;
  phone: string;
  loginId: string;
  password: string;
}

/** A booth as the API answers it: never with its password. */
export interface Booth extends Omit<BoothFields, 'password'> {
  id: number;
  eventId: number;
  visitCount: number;
}
