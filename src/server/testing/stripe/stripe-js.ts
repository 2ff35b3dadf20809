/*
 * A stand-in for the part of Stripe.js the payment step uses (R23), for browser tests without the
 * internet: served in place of https://js.stripe.com/<train>/stripe.js, it talks to
 * https://api.stripe.com as Stripe.js does (the publishable key in the form body, so no preflight),
 * which a test routes to the Stripe stand-in server. The Payment Element is a frame of card fields;
 * createConfirmationToken sends them to the API, never to the page's own server; handleNextAction
 * shows a 3-D Secure test page (`Complete` / `Fail`, as Stripe's does) and answers as Stripe.js.
 */

/*
 * Fluid, as Stripe's own element is: the fields fill the frame's width (their padding and border
 * inside it), the expiry and CVC pair wraps onto two lines before either gets too narrow to read,
 * and mount() keeps the frame as tall as its fields, so at 360 px nothing is cut off.
 */
const FRAME_HTML = `<!doctype html><html><head><style>
*{box-sizing:border-box}
body{margin:0;font:14px system-ui,sans-serif}
label{display:block;min-width:0}
input{display:block;width:100%;min-width:0;padding:8px;margin-top:4px;font:inherit}
.pair{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.pair label{flex:1 1 8rem}
</style></head><body>
<label>Card number<input id="number" inputmode="numeric" autocomplete="cc-number"></label>
<div class="pair">
<label>Expiration date<input id="exp" placeholder="MM / YY" autocomplete="cc-exp"></label>
<label>Security code<input id="cvc" inputmode="numeric" autocomplete="cc-csc"></label>
</div></body></html>`;

/** What the stand-in reads of Stripe's answers. */
interface ApiAnswer {
  error?: unknown;
  status?: string;
  last_payment_error?: unknown;
}

function standIn(frameHtml: string) {
  const API = 'https://api.stripe.com';
  const post = async (path: string, params: Record<string, string>) => {
    const response = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
    return (await response.json()) as ApiAnswer;
  };

  /** Stripe's 3-D Secure 2 test page: the traveller completes or fails the check. */
  const challenge = () =>
    new Promise<boolean>((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-label', '3D Secure 2 Test Page');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
      const box = document.createElement('div');
      box.style.cssText = 'background:#fff;padding:24px;border-radius:8px;font:16px system-ui;max-width:320px';
      box.textContent = '3D Secure 2 Test Page';
      for (const [label, passed] of [
        ['Complete', true],
        ['Fail', false],
      ] as const) {
        const button = document.createElement('button');
        button.textContent = label;
        button.style.cssText = 'display:block;margin-top:12px;padding:8px 16px';
        button.onclick = () => {
          overlay.remove();
          resolve(passed);
        };
        box.appendChild(button);
      }
      overlay.appendChild(box);
      document.body.appendChild(overlay);
    });

  function Stripe(key: string) {
    let frame: HTMLIFrameElement | null = null;
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const emit = (name: string, event: unknown) => (listeners[name] ?? []).forEach((listener) => listener(event));
    const field = (id: string) => (frame?.contentDocument?.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    const card = () => {
      const [month = '', year = ''] = field('exp')
        .split('/')
        .map((part) => part.trim());
      return { number: field('number').replace(/\D/g, ''), month, year, cvc: field('cvc').trim() };
    };
    const element = {
      mount(target: string | HTMLElement) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.title = 'Secure payment input frame';
        frame.style.cssText = 'display:block;width:100%;height:150px;border:0';
        frame.srcdoc = frameHtml;
        frame.addEventListener('load', () => {
          const inner = frame?.contentWindow as (Window & typeof globalThis) | null | undefined;
          const root = frame?.contentDocument?.documentElement;
          if (inner && root) {
            // As Stripe.js does: the frame grows and shrinks with its fields (they wrap when narrow).
            const fit = () => frame && (frame.style.height = `${Math.ceil(root.getBoundingClientRect().height)}px`);
            fit();
            new inner.ResizeObserver(fit).observe(root);
          }
          frame?.contentDocument?.addEventListener('input', () => emit('change', { elementType: 'payment' }));
          emit('ready', { elementType: 'payment' });
        });
        host?.appendChild(frame);
      },
      on(name: string, listener: (event: unknown) => void) {
        (listeners[name] ??= []).push(listener);
        return element;
      },
      off(name: string, listener: (event: unknown) => void) {
        listeners[name] = (listeners[name] ?? []).filter((l) => l !== listener);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        frame?.remove();
      },
      destroy() {
        frame?.remove();
        frame = null;
      },
    };
    const elements = {
      create: () => element,
      getElement: () => (frame ? element : null),
      update() {},
      fetchUpdates: async () => ({}),
      async submit() {
        const { number, month, year, cvc } = card();
        if (number.length < 15)
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) {
          return { error: { type: 'validation_error', message: "Your card's expiration date is incomplete." } };
        }
        if (cvc.length < 3)
          return { error: { type: 'validation_error', message: "Your card's security code is incomplete." } };
        return {};
      },
    };
    const unsupported = async () => ({ error: { message: 'Not part of the Stripe.js stand-in' } });
    return {
      elements: () => elements,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      registerAppInfo() {},
      _registerWrapper() {},
      async createConfirmationToken(options: { params?: { return_url?: string } }) {
        const { number, month, year, cvc } = card();
        const token = await post('/v1/confirmation_tokens', {
          key,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': month,
          'payment_method_data[card][exp_year]': `20${year}`,
          'payment_method_data[card][cvc]': cvc,
          return_url: options.params?.return_url ?? '',
        });
        return token.error ? { error: token.error } : { confirmationToken: token };
      },
      async handleNextAction({ clientSecret }: { clientSecret: string }) {
        const id = clientSecret.split('_secret_')[0] ?? '';
        const passed = await challenge();
        const intent = await post(`/v1/payment_intents/${id}/stand_in_authenticate`, {
          key,
          client_secret: clientSecret,
          result: passed ? 'complete' : 'fail',
        });
        if (intent.error) return { error: intent.error };
        if (intent.status === 'requires_payment_method')
          return { error: intent.last_payment_error, paymentIntent: intent };
        return { paymentIntent: intent };
      },
    };
  }
  Stripe.version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

/** The stand-in as a script to serve for https://js.stripe.com/…/stripe.js. */
export function stripeJsStandIn(): string {
  return `(${standIn.toString()})(${JSON.stringify(FRAME_HTML)});`;
}
