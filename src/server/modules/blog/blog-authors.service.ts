import DataLoader from 'dataloader';
import { fromGlobalId } from '../../../domain/ids/global-id';
import { loaderFor, type RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import { listStaff } from '../staff';
import { BLOG_LIMITS } from './blog-input';

/** A staff member who may sign a post: the shop's staff accounts. */
export interface BlogAuthor {
  id: string;
  name: string;
  email: string;
}

/** What a post says about who wrote it. */
export interface PostAuthor {
  /** The staff account, kept while it exists; the name stays when the account goes. */
  authorStaffId: string | null;
  authorName: string;
}

/** What a write may say about the author: a staff member by global id, and the name shown. */
export interface AuthorInput {
  authorId?: string | number | null | undefined;
  authorName?: string | null | undefined;
}

/** The shop's staff, oldest account first; one query per request. */
export function blogAuthors(ctx: RequestContext): Promise<BlogAuthor[]> {
  const loader = loaderFor(ctx, 'blogAuthors', () => new DataLoader(async (keys: readonly string[]) => {
    const staff = (await listStaff(ctx.db, ctx.shop.id)).map(({ id, name, email }) => ({ id, name, email }));
    return keys.map(() => staff);
  }));
  return loader.load('all');
}

export async function blogAuthorById(ctx: RequestContext, id: string | null): Promise<BlogAuthor | null> {
  if (!id) return null;
  return (await blogAuthors(ctx)).find((author) => author.id === id) ?? null;
}

async function chosenStaff(ctx: RequestContext, globalId: string | number): Promise<BlogAuthor> {
  const decoded = fromGlobalId(String(globalId));
  if (!decoded || decoded.type !== 'BlogAuthor') throw badInput('error.content.notAnId', { kind: 'BlogAuthor' }, 'authorId');
  const author = await blogAuthorById(ctx, decoded.id);
  if (!author) throw badInput('error.blog.authorNotFound', {}, 'authorId');
  return author;
}

function givenName(value: string | null | undefined): string | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  if (name.length > BLOG_LIMITS.authorName) throw badInput('error.content.tooLong', { field: { message: 'content.field.authorName' }, max: BLOG_LIMITS.authorName }, 'authorName');
  return name;
}

/**
 * Who a post is signed by after a write. A new post is the writer's, under their account's name;
 * choosing another staff member signs it with theirs; a name given is shown instead (a pen name,
 * "Tim Dapur"); an empty name goes back to the account's. Left out, an edit keeps what was there.
 */
export async function postAuthor(ctx: RequestContext, input: AuthorInput, current: PostAuthor | null): Promise<PostAuthor> {
  let author: PostAuthor;
  let accountName: string | undefined;
  if (input.authorId !== undefined && input.authorId !== null) {
    const staff = await chosenStaff(ctx, input.authorId);
    author = { authorStaffId: staff.id, authorName: staff.name };
    accountName = staff.name;
  } else if (current) {
    author = { authorStaffId: current.authorStaffId, authorName: current.authorName };
    accountName = (await blogAuthorById(ctx, current.authorStaffId))?.name;
  } else {
    author = { authorStaffId: ctx.staff?.id ?? null, authorName: ctx.staff?.name ?? ctx.shop.name };
    accountName = author.authorName;
  }
  if (input.authorName === undefined || input.authorName === null) return author;
  return { ...author, authorName: givenName(input.authorName) ?? accountName ?? author.authorName };
}
