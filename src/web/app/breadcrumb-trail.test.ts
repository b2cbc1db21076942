import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail.ts';

describe('breadcrumbTrail', () => {
  it('names each segment and links to the path up to it', () => {
    expect(breadcrumbTrail('/mijnhuis/huisindetail')).toEqual([
      { path: '/mijnhuis', label: 'Mijn huis' },
      { path: '/mijnhuis/huisindetail', label: 'Woonsituatie' },
    ]);
  });

  it('ignores the dashboard and advies-staat-klaar segments', () => {
    expect(breadcrumbTrail('/dashboard')).toEqual([]);
    expect(breadcrumbTrail('/advies-staat-klaar/wat-je-belangrijk-vindt')).toEqual([
      { path: '/advies-staat-klaar/wat-je-belangrijk-vindt', label: 'Wat je belangrijk vindt' },
    ]);
  });

  it('names the campaign console in Dutch words', () => {
    expect(breadcrumbTrail('/beheer/campagne/3')).toEqual([
      { path: '/beheer', label: 'Campagnebeheer' },
      { path: '/beheer/campagne', label: 'Campagnes' },
      { path: '/beheer/campagne/3', label: 'Campagne 3' },
    ]);
  });

  it('names the advice paths in plain Dutch', () => {
    expect(breadcrumbTrail('/advies/gas')).toEqual([
      { path: '/advies', label: 'Advies' },
      { path: '/advies/gas', label: 'Warmte via gas' },
    ]);
    expect(breadcrumbTrail('/advies/elektrisch').at(-1)).toEqual({
      path: '/advies/elektrisch',
      label: 'Warmte via elektriciteit',
    });
    expect(breadcrumbTrail('/advies/warmtenet').at(-1)).toEqual({
      path: '/advies/warmtenet',
      label: 'Warmte via een warmtenet',
    });
    expect(breadcrumbTrail('/advies/zelfstandig').at(-1)).toEqual({
      path: '/advies/zelfstandig',
      label: 'Warmte met een eigen oplossing',
    });
    expect(breadcrumbTrail('/geennet').at(-1)).toEqual({ path: '/geennet', label: 'Warmte met een eigen oplossing' });
  });

  it('names every page in Dutch words, never by its raw path segment', () => {
    for (const path of [
      '/e-mailadres-bevestigen',
      '/kiesadres',
      '/isolatielabel',
      '/werkgroep/inloggen',
      '/mijndata',
      '/warmteplan-delen',
      '/gedeeld-plan',
    ])
      for (const crumb of breadcrumbTrail(path)) expect(crumb.label, path).not.toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(breadcrumbTrail('/e-mailadres-bevestigen')).toEqual([
      { path: '/e-mailadres-bevestigen', label: 'E-mailadres bevestigen' },
    ]);
  });
});
