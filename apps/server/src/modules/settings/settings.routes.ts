import { brandingSchema, featureFlagsSchema } from '@outpost/contracts';
import { signedIn, type App } from '../../http/route-types.ts';
import type { SettingsService } from './settings.service.ts';

export function registerSettingsRoutes(app: App, settings: SettingsService) {
  const admin = { access: { auth: 'admin' as const } };
  app.get('/api/settings/feature-flags', { schema: { tags: ['settings'], response: { 200: featureFlagsSchema } }, config: signedIn }, () =>
    settings.get('featureFlags'),
  );
  app.put(
    '/api/settings/feature-flags',
    { schema: { tags: ['settings'], body: featureFlagsSchema, response: { 200: featureFlagsSchema } }, config: admin },
    (req) => settings.set('featureFlags', req.body),
  );
  app.get('/api/settings/branding', { schema: { tags: ['settings'], response: { 200: brandingSchema } }, config: signedIn }, () => settings.get('branding'));
  app.put('/api/settings/branding', { schema: { tags: ['settings'], body: brandingSchema, response: { 200: brandingSchema } }, config: admin }, (req) =>
    settings.set('branding', req.body),
  );
}
