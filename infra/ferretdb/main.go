// Embedded FerretDB v1: a MongoDB wire-protocol server for local runs and tests, on PostgreSQL (default) or SQLite.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27017", "TCP address")
	handler := flag.String("handler", "postgresql", "backend: postgresql or sqlite")
	pgURL := flag.String("postgresql-url", "postgres://127.0.0.1:5432/ferretdb", "PostgreSQL URL (postgresql handler)")
	dir := flag.String("dir", "./data", "SQLite directory (sqlite handler)")
	flag.Parse()
	cfg := &ferretdb.Config{Listener: ferretdb.ListenerConfig{TCP: *addr}, Handler: *handler}
	switch *handler {
	case "postgresql":
		cfg.PostgreSQLURL = *pgURL
	case "sqlite":
		if err := os.MkdirAll(*dir, 0o755); err != nil {
			log.Fatal(err)
		}
		cfg.SQLiteURL = "file:" + *dir + "/"
	default:
		log.Fatalf("unknown -handler %q (postgresql or sqlite)", *handler)
	}
	f, err := ferretdb.New(cfg)
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	f.Run(ctx)
}
