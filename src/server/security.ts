import type { FastifyHelmetOptions } from '@fastify/helmet';
import { TRANSLATE_HOSTS } from '../shared/constants.js';

const SELF = "'self'";

/**
 * Helmet's options. The CSP allows only this origin, plus the page-translation widget's hosts
 * (SPEC §2: it loads a script, styles, images, fonts, an iframe and XHRs from them).
 * 'unsafe-inline' styles are needed by emotion (MUI) and by the widget, which both inject <style>.
 */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https:');
  const hosts = [...TRANSLATE_HOSTS];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        baseUri: [SELF],
        objectSrc: ["'none'"],
        scriptSrc: [SELF, ...hosts],
        scriptSrcAttr: ["'none'"],
        styleSrc: [SELF, "'unsafe-inline'", ...hosts],
        imgSrc: [SELF, 'data:', ...hosts],
        fontSrc: [SELF, 'data:', ...hosts],
        connectSrc: [SELF, ...hosts],
        frameSrc: [SELF, ...hosts],
        formAction: [SELF],
        frameAncestors: [SELF],
        // Only over https: on plain-http localhost it would send the browser to https URLs that do not exist.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http is ignored by browsers anyway; sending it would only confuse.
    strictTransportSecurity: https,
  };
}
