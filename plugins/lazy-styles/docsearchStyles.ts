// Stands in for `@docsearch/react/style` (all of DocSearch's CSS in one file), imported where the stock search
// bar imports it, so the cascade keeps its order. Variables and button end up in `styles.css`, the modal in a
// file of its own.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '@docsearch/css/dist/modal.css';
