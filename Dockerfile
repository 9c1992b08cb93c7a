# syntax=docker/dockerfile:1
# Etalase in a container: the build stage compiles the browser bundle and the server with the
# dev dependencies; the runtime stage holds only production dependencies and dist/.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# Production mode must be known before React loads, so it is set here rather than by the code.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# `npx etalase …` (shops, staff, backups) runs the compiled command line.
COPY bin ./bin
# The embedded database (without DATABASE_URL) and uploaded pictures live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The server finishes requests in flight, stops its jobs and closes the database on SIGTERM,
# within 10 s (it exits on its own after that): keep the engine's stop timeout above 10 s.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The young generation's size is the one `npm start` gives (package.json; docs/decisions/0064).
CMD ["node", "--max-semi-space-size=64", "--no-allocation-site-pretenuring", "dist/server/main.js"]
