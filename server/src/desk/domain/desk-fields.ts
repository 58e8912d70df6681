/** What a desk account holds; `passwordHash` is argon2 and never leaves the server. */
export type DeskFields = {
  /** The desk's name as staff and records show it ('데스크 2'). */
  name: string;
  loginId: string;
  passwordHash: string;
};

/** The password hash is sealed per desk and erased with the desk. */
export const DESK_SEALED_FIELDS = ['passwordHash'] as const;
