import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompleteCrmConnection } from './api';

/** What Salesforce adds to the connection screen's address when it sends the browser back. */
const REDIRECT_PARAMS = ['code', 'state', 'error', 'error_description'] as const;
/** An OAuth error code as Salesforce writes it (access_denied, invalid_scope…); anything else is not shown. */
const OAUTH_ERROR = /^[a-z_]{1,40}$/;

/**
 * The connection screen is also Salesforce's redirect URI. With ?code&state it completes the sign-in once,
 * after taking code and state out of the address bar and history (replaced, not pushed). With ?error it
 * answers which refusal it was; Salesforce's free-text description is not shown, since anyone can put one in a link.
 */
export function useSalesforceRedirect() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteCrmConnection();
  const [refusal, setRefusal] = useState<string | null>(null);
  const handled = useRef(false);

  const handle = useEffectEvent((params: URLSearchParams) => {
    const code = params.get('code');
    const state = params.get('state');
    const error = params.get('error');
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    for (const name of REDIRECT_PARAMS) rest.delete(name);
    void navigate({ search: rest.size > 0 ? `?${rest}` : '' }, { replace: true });
    if (code && state && !error) complete.mutate({ code, state });
    else setRefusal(error && OAUTH_ERROR.test(error) ? error : 'invalid_request');
  });
  useEffect(() => handle(searchParams), [searchParams]);

  return { complete, refusal };
}
