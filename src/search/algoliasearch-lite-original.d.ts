declare module '@search/algoliasearch-lite-original' {
  export {liteClient} from 'algoliasearch/lite';
}
