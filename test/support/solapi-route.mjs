import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';

/** SOLAPI's API origin, as the SDK calls it. */
export const SOLAPI_ORIGIN = 'https://api.solapi.com';

/**
 * Routes this process's fetch for api.solapi.com to `url` (a local server answering as SOLAPI does); other
 * origins go where they went. Returns the dispatcher it replaced.
 */
export function routeSolapiTo(url) {
  const previous = getGlobalDispatcher();
  setGlobalDispatcher(
    new Agent().compose(
      (dispatch) => (opts, handler) =>
        dispatch(String(opts.origin) === SOLAPI_ORIGIN ? { ...opts, origin: url } : opts, handler),
    ),
  );
  return previous;
}

// preloaded into a server process (`node --import …`): SOLAPI_FAKE_URL names the local provider server
if (process.env.SOLAPI_FAKE_URL) routeSolapiTo(process.env.SOLAPI_FAKE_URL);
