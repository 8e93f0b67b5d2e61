/** Query strings of API calls (SPEC §7: array parameters are repeated, `?dappCategory=1&dappCategory=2`). */

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

/** `?a=1&b=x&b=y` from `{ a: 1, b: ['x', 'y'] }`; empty, null and undefined values are left out; '' when none remain. */
export function toQueryString(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
