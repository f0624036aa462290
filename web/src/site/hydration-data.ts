// React Router's hydration data (what the server's loaders answered) as a JSON data block instead of the inline script
// React Router writes by default. A data block is not run, so the page's Content-Security-Policy needs no hash for it:
// the policy is then the same for every page, and a front proxy may send kept pages with one policy of its own.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

const elementId = 'hydration-data';

declare global {
  interface Window {
    /** Where React Router's browser router reads its hydration data (and revives the errors' types). */
    __staticRouterHydrationData?: unknown;
  }
}

/** Errors as React Router serializes them: an error answer keeps its fields, an Error its message and kind. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([route, error]) => [
      route,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }
          : error,
    ]),
  );
}

/** The data block the server writes after the page's markup. `<` escaped: no text can end the element. */
export function hydrationDataBlock(context: StaticHandlerContext): string {
  const data = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return `<script type="application/json" id="${elementId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** Puts the page's hydration data where React Router's browser router looks for it; before the router is made. */
export function readHydrationData(): void {
  const text = document.getElementById(elementId)?.textContent;
  if (text) window.__staticRouterHydrationData = JSON.parse(text);
}
