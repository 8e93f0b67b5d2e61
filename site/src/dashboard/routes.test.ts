import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../content-schema/registry.ts';
import { CRUD_ENTITIES, editPath, listPath, matchRoute, newPath, submissionPath, submissionsPath } from './routes.ts';

describe('dashboard routes', () => {
  it('matches home, global and the developer-aid list', () => {
    expect(matchRoute('/dashboard')).toEqual({ screen: 'home' });
    expect(matchRoute('/dashboard/')).toEqual({ screen: 'home' });
    expect(matchRoute('/dashboard/global')).toEqual({ screen: 'global' });
    expect(matchRoute('/dashboard/discovered-contracts')).toEqual({ screen: 'discovered' });
    expect(matchRoute('/dashboard/developer-aid')).toEqual({ screen: 'list', entity: 'developer-aid' });
  });

  it('matches list, new and edit of every entity, and round-trips the path builders', () => {
    for (const entity of CRUD_ENTITIES) {
      expect(matchRoute(listPath(entity))).toEqual({ screen: 'list', entity });
      expect(matchRoute(newPath(entity))).toEqual({ screen: 'form', entity });
      const ids = ENTITIES[entity].idFields.map((_, i) => 42 + i);
      expect(matchRoute(editPath(entity, ids))).toEqual({ screen: 'form', entity, ids });
    }
  });

  it('keys dapp-social by two ids and nep17 by the contract id', () => {
    expect(matchRoute('/dashboard/dapp-social/edit/1/2')).toEqual({
      screen: 'form',
      entity: 'dapp-social',
      ids: [1, 2],
    });
    expect(matchRoute('/dashboard/dapp-social/edit/1').screen).toBe('redirect');
    expect(matchRoute('/dashboard/contract/nep17/edit/9')).toEqual({ screen: 'form', entity: 'nep17', ids: [9] });
    expect(editPath('nep17', [9])).toBe('/dashboard/contract/nep17/edit/9');
  });

  it('matches the submissions queue and one submission', () => {
    expect(matchRoute(submissionsPath('confirmed'))).toEqual({ screen: 'submissions' });
    expect(matchRoute(submissionPath(12))).toEqual({ screen: 'submission', id: 12 });
    expect(matchRoute('/dashboard/submissions/0').screen).toBe('redirect');
    expect(matchRoute('/dashboard/submissions/3/x').screen).toBe('redirect');
  });

  it('has list, new and edit screens for every entity but the settings (own screen) and the news (a job writes them)', () => {
    expect([...CRUD_ENTITIES].sort()).toEqual(
      Object.keys(ENTITIES)
        .filter((name) => !['global', 'news'].includes(name))
        .sort(),
    );
    expect(matchRoute('/dashboard/contract/nep17/edit/9/10').screen).toBe('redirect');
    expect(matchRoute('/dashboard/contract/nep17/edit').screen).toBe('redirect');
    expect(matchRoute('/dashboard/developer-aid/list')).toEqual({ screen: 'list', entity: 'developer-aid' });
  });

  it('sends unknown paths home', () => {
    for (const path of [
      '/dashboard/nope',
      '/dashboard/user/edit/abc',
      '/dashboard/user/edit/0',
      '/dashboard/news/list',
      '/dashboard/global/x',
      '/dashboard/user/list/x',
    ]) {
      expect(matchRoute(path), path).toEqual({ screen: 'redirect', to: '/dashboard' });
    }
  });

  it('builds create paths with prefilled fields', () => {
    expect(newPath('dapp-social', { idDappFk: 4 })).toBe('/dashboard/dapp-social/new?idDappFk=4');
  });
});
