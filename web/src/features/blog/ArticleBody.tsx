import type { ArticleBlock } from '../../content/articles/article-types';
import { SizedImage } from '../../components/SizedImage';

/**
 * Renders an article body (docs/behaviour.md §2: inline images, long static body) block by block as plain React text:
 * 'heading' → <h2>, 'subheading' → <h3> (the page's <h1> is the title), lists as <ol>/<ul>, images as
 * figures with width/height (no layout shift) and lazy loading, callouts as a note.
 * @param blocks the article's `body`
 */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'subheading':
            return <h3 key={index}>{block.text}</h3>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <figure key={index} className="article-body__figure">
                <SizedImage image={block.image} />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'callout':
            return (
              <div key={index} className="article-body__callout" role="note">
                <p className="article-body__callout-title">{block.title}</p>
                <p>{block.text}</p>
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
