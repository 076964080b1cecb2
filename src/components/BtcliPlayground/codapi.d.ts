// The widget ships without type declarations; importing it registers the <codapi-snippet> element.
declare module '@antonz/codapi/dist/snippet.mjs';
