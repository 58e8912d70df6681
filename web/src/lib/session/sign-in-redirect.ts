export interface SignInRedirect {
  /** The app registers how to go there (its router). */
  set: (handler: () => void) => void;
  /** Goes to the sign-in screen; before set(), by loading the page there. */
  go: () => void;
}

/** The way to a sign-in screen after a refused token, which the app points at its router. */
export function signInRedirect(path: string): SignInRedirect {
  let handler = () => {
    window.location.assign(path);
  };
  return {
    set(next) {
      handler = next;
    },
    go() {
      handler();
    },
  };
}
